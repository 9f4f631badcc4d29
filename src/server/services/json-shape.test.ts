import { describe, expect, it } from 'vitest';
import { jsonShapeProblem } from './json-shape';
import { nulBytePath } from './nul-bytes';

const limits = { maxDepth: 3, maxItems: 5 };

describe('jsonShapeProblem', () => {
  it('counts the nesting of arrays and objects, not of brackets inside strings', () => {
    expect(jsonShapeProblem('[[[]]]', limits)).toBeUndefined();
    expect(jsonShapeProblem('[[[[]]]]', limits)).toBe('depth');
    expect(jsonShapeProblem('{"a":{"b":{"c":{}}}}', limits)).toBe('depth');
    expect(jsonShapeProblem('{"a":"[[[[[{{{{"}', limits)).toBeUndefined();
    // An escaped quote does not end the string; an escaped backslash before the quote does.
    expect(jsonShapeProblem(String.raw`["\"[[[["]`, limits)).toBeUndefined();
    expect(jsonShapeProblem(String.raw`["\\",[[[]]]]`, limits)).toBe('depth');
  });

  it('counts values: each object, array and list separator', () => {
    expect(jsonShapeProblem('[1,2,3,4]', limits)).toBeUndefined();
    expect(jsonShapeProblem('[1,2,3,4,5,6]', limits)).toBe('items');
    expect(jsonShapeProblem('{"a":[{},{}],"b":1}', limits)).toBe('items');
    expect(jsonShapeProblem('["a,b,c,d,e,f"]', limits)).toBeUndefined();
  });
});

describe('nulBytePath', () => {
  it('names the first string or key holding a NUL byte', () => {
    expect(nulBytePath({ a: 'x', b: ['y', 'z\u0000'] })).toBe('b.1');
    expect(nulBytePath({ a: { ['k\u0000']: 1 } })).toBe('a.k\u0000');
    expect(nulBytePath('\u0000')).toBe('_');
    expect(nulBytePath({ a: 'x', b: [1, null, true] })).toBeUndefined();
  });

  it('walks a value nested far deeper than the stack allows recursion', () => {
    let deep: unknown = 'tersembunyi\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(nulBytePath(deep)).toBe(Array.from({ length: 200_000 }, () => '0').join('.'));
  });
});
