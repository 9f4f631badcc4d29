import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const SOURCE = `import { Form, Link, Outlet, useLocation } from 'react-router';
export const Page = () => (useLocation() ? <Link to="/">x</Link> : <Form><Outlet /></Form>);
`;

/** The rule ids ESLint reports for SOURCE as if it were the file at `filePath`. */
async function problems(filePath: string): Promise<string[]> {
  const [result] = await new ESLint().lintText(SOURCE, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message.split('.')[0]}`);
}

describe('client-router components in server-only pages', () => {
  it('are refused in public pages and the components they share, while Outlet and useLocation stay', async () => {
    const expected = [
      "no-restricted-imports: 'Form' import from 'react-router' is restricted",
      "no-restricted-imports: 'Link' import from 'react-router' is restricted",
    ];
    expect(await problems('src/web/public/pages/example-page.tsx')).toEqual(expected);
    expect(await problems('src/web/components/example-card.tsx')).toEqual(expected);
  });

  it('are allowed in the back office, which runs React Router in the browser', async () => {
    expect(await problems('src/web/admin/example-screen.tsx')).toEqual([]);
  });
});
