import { overdueComplaints as findOverdue } from '../../complaints';
import type { HealthCheck } from '../check';

/**
 * Open complaints past the last working day of their category's target time (Komplain), the longest
 * overdue first: its code names it, its last day is the finding's date. Never the sender's data.
 */
export const overdueComplaints: HealthCheck = {
  async find(db, { now, limit }) {
    const overdue = await findOverdue(db, now);
    const items = overdue.slice(0, limit).map((ticket) => ({
      kind: 'complaint' as const,
      id: ticket.id,
      title: ticket.code,
      type: ticket.category,
      date: ticket.dueOn,
      link: null,
    }));
    return { total: overdue.length, items };
  },
};
