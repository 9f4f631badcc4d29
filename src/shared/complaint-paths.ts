/**
 * The complaints desk's addresses, in a module of their own: the public layout's menu and footer link
 * them without loading the rest of shared/complaints.ts.
 */
export const COMPLAINT_PATH = '/komplain';
export const COMPLAINT_STATUS_PATH = '/komplain/status';
