export * from './common';
export * from './file';
export * from './video';
export * from './document';
export * from './article';
export * from './auth';
export * from './image';
export * from './settings';
