/**
 * @chorus/web as a library: the route table, pure and free of React, so the server can read
 * the same routes (for example to refuse reserved wall names). The app itself is `main.tsx`.
 */
export * from './routes/route-table.ts';
