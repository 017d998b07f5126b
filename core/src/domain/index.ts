export * from './plugin-id.ts';
export * from './themes.ts';
export * from './plans.ts';
export * from './display-profile.ts';
export * from './wall.ts';
export * from './source.ts';
export * from './post.ts';
export * from './user.ts';
