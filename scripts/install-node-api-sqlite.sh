#!/usr/bin/env bash
# Adds better-sqlite3 13 (the Node-API build, prebuilt) as `better-sqlite3-napi` to a node_modules
# installed on Node 20, where npm leaves that optional dependency out, so that the same tree serves
# Node 22.14+ and 24 too (src/db/sqlite-driver.ts picks the driver at run time). The version is the
# lock file's; nothing is compiled. After switching Node lines, `npm ci` does the same and more.
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(node -p "require('./package-lock.json').packages['node_modules/better-sqlite3-napi'].version")
target=node_modules/better-sqlite3-napi
if [ -f "$target/package.json" ] && [ "$(node -p "require('./$target/package.json').version")" = "$version" ]; then
  echo "better-sqlite3-napi $version is installed"
  exit 0
fi
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
npm install --prefix "$staging" --no-save --no-package-lock --ignore-scripts --no-audit --no-fund "better-sqlite3@$version"
rm -rf "$target"
mv "$staging/node_modules/better-sqlite3" "$target"
# Its one dependency (node-addon-api, a header package) goes beside it, where the lock file has it.
mkdir -p "$target/node_modules"
for dependency in "$staging"/node_modules/*; do
  mv "$dependency" "$target/node_modules/"
done
echo "better-sqlite3-napi $version installed"
