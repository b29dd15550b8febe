export * from './constants';
export * from './envelope';
export * from './user';
export * from './lists';
