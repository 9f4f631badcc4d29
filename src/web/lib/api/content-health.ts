import { contentHealthSchema } from '../../../shared/schemas/content-health';
import { call } from './call';

/** "Kesehatan Konten": every check of the content, in the screen's order. */
export const contentHealth = () => call('GET', '/content-health', contentHealthSchema);
