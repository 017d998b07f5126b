export * from './catalogue.ts';
export * from './format.ts';
