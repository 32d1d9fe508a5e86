export * from './constants';
export * from './entities';
export * from './roles';
export * from './api-paths';
export * from './youtube';
export * from './schemas';
export * from './csv';
export * from './format';
