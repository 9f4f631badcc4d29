import { describe, expect, it } from 'vitest';
import { articleFieldsSchema } from '../../../shared/schemas';
import { toFormData } from './form-data';
import { optionalImage } from './image-file';

describe('multipart body from a schema', () => {
  it('sends every field the schema checked, numbers as text, and the file; leaves out what is absent', () => {
    const schema = articleFieldsSchema.extend({ thumbnail: optionalImage });
    const thumbnail = new File(['png'], 'kkn.png', { type: 'image/png' });
    const data = schema.parse({ title: ' Judul ', author: 'Tim', content: '<p>Isi</p>', thumbnail });
    const body = toFormData({ ...data, position: 2 });
    expect([...body.keys()]).toEqual(['title', 'author', 'content', 'thumbnail', 'position']);
    expect(body.get('title')).toBe('Judul');
    expect(body.get('position')).toBe('2');
    expect((body.get('thumbnail') as File).name).toBe('kkn.png');

    const withoutImage = toFormData(schema.parse({ title: 'a', author: 'b', content: '<p>c</p>', thumbnail: null }));
    expect(withoutImage.has('thumbnail')).toBe(false);
  });
});
