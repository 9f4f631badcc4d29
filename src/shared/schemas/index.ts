export * from './common';
export * from './file';
export * from './video';
export * from './document';
export * from './article';
export * from './auth';
export * from './image';
export * from './settings';
export * from './revision';
export * from './trash';
export * from './users';
export * from './inline-image';
export * from './two-factor';
export * from './page';
export * from './faq';
export * from './announcement';
export * from './activity';
export * from './supersession';
export * from './document-opens';
export * from './link-health';
export * from './content-health';
export * from './table';
export * from './search';
// The survey schemas (./survey) are imported from their module: with their texts they would weigh on
// every screen that loads this index (the admin's first screen among them).
