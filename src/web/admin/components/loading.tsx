import { messages } from '../../../shared/messages';

/** SPEC's loading text for admin data. */
export function Loading() {
  return (
    <p className="admin-loading" role="status">
      {messages.loading.data}
    </p>
  );
}
