import { describe, expect, it } from 'vitest';
import { resolvePublication, type Publication } from './article-publication';

const now = new Date('2026-06-01T03:00:00.000Z');
const chosen = '2024-03-05T01:30:00.000Z';
const published: Publication = { status: 'published', published_date: chosen, published_date_set: 1 };
const floating: Publication = { status: 'draft', published_date: '2026-05-01T00:00:00.000Z', published_date_set: 0 };

describe('the status and date a write leaves', () => {
  it('publishes a new article now when nothing is said (the API of SPEC §7)', () => {
    expect(resolvePublication(undefined, {}, now)).toEqual({
      status: 'published',
      published_date: now.toISOString(),
      published_date_set: 1,
    });
  });

  it('keeps status and a chosen date when an edit says nothing of them', () => {
    expect(resolvePublication(published, {}, now)).toEqual(published);
    expect(resolvePublication({ ...published, status: 'draft' }, {}, now)).toEqual({ ...published, status: 'draft' });
  });

  it('takes a date that is sent, past or future, for a draft too', () => {
    expect(resolvePublication(undefined, { status: 'draft', published_date: chosen }, now)).toEqual({
      status: 'draft',
      published_date: chosen,
      published_date_set: 1,
    });
    expect(resolvePublication(floating, { published_date: '2030-01-01T00:00:00.000Z' }, now)).toMatchObject({
      published_date: '2030-01-01T00:00:00.000Z',
      published_date_set: 1,
    });
  });

  it('dates a draft with no chosen date when it is published, and lets it float while it stays a draft', () => {
    expect(resolvePublication(floating, { status: 'published' }, now)).toEqual({
      status: 'published',
      published_date: now.toISOString(),
      published_date_set: 1,
    });
    expect(resolvePublication(floating, { status: 'draft' }, now)).toEqual({
      status: 'draft',
      published_date: now.toISOString(),
      published_date_set: 0,
    });
    expect(resolvePublication(undefined, { status: 'draft' }, now)).toMatchObject({ published_date_set: 0 });
  });

  it('treats a cleared date as none chosen', () => {
    expect(resolvePublication(published, { published_date: null }, now)).toEqual({
      status: 'published',
      published_date: now.toISOString(),
      published_date_set: 1,
    });
    expect(resolvePublication(published, { status: 'draft', published_date: null }, now)).toMatchObject({
      status: 'draft',
      published_date_set: 0,
    });
  });
});
