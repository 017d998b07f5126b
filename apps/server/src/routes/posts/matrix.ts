/**
 * The authorization matrix rows of the post routes (see testing/access-matrix.ts). Each
 * request acts on a fresh post of wall A, so one role's change spares the next.
 */
import type { PostState } from '../../db/schema.ts';
import { createManualPost } from '../../db/repositories/posts.ts';
import {
  everyone,
  holdersOnWallA,
  type MatrixContext,
  type MatrixRow,
} from '../../testing/access-matrix.ts';
import type { Roles } from '../../testing/roles.ts';

async function freshPost(context: MatrixContext, state: PostState = 'approved') {
  return createManualPost(context.db, { wallId: context.roles.wallA.id, title: 'Row', state });
}

/** The owner, sub-accounts with moderate_tint, the API token and the white-label token of A. */
function moderatorsOfA(roles: Roles) {
  return [...holdersOnWallA(roles, 'moderate_tint'), roles.apiTokenA, roles.whiteLabelA];
}

/** A white-label role's token, to put in a path; other roles send their own headers. */
function bearerOf(context: MatrixContext): string | undefined {
  const { role } = context;
  if (role.user !== null) return undefined;
  return role.headers.authorization?.replace(/^Bearer /, '');
}

function action(path: string, state: PostState = 'approved'): MatrixRow {
  return {
    method: 'POST',
    path: `/api/post/{post_id}/${path}`,
    request: async (context) => ({
      url: `/api/post/${(await freshPost(context, state)).id}/${path}`,
    }),
    allow: moderatorsOfA,
  };
}

/** The rows of the post routes. */
export const postMatrix: readonly MatrixRow[] = [
  {
    method: 'GET',
    path: '/api/posts',
    request: ({ roles }) => ({ url: `/api/posts?wall=${roles.wallA.user_name}` }),
    allow: everyone,
  },
  {
    method: 'GET',
    path: '/api/post/{post_id}',
    request: async (context) => ({ url: `/api/post/${(await freshPost(context, 'pending')).id}` }),
    allow: moderatorsOfA,
  },
  {
    method: 'GET',
    path: '/api/post/{post_id}/{wl_token}',
    request: async (context) => {
      const post = await freshPost(context, 'pending');
      const token = bearerOf(context);
      // Only a white-label token goes in the path; for the others an unknown one does.
      return token === undefined
        ? { url: `/api/post/${post.id}/not-a-token` }
        : { url: `/api/post/${post.id}/${token}`, headers: {} };
    },
    // An Authorization header outranks a path token, so the API token of A reads it too.
    allow: (roles) => [roles.whiteLabelA, roles.apiTokenA],
  },
  {
    method: 'POST',
    path: '/api/post',
    request: ({ roles }) => ({
      url: `/api/post?wall=${roles.wallA.user_name}`,
      payload: { title: 'From the matrix' },
    }),
    allow: (roles) => [...holdersOnWallA(roles, 'modify_tint'), roles.apiTokenA],
  },
  {
    method: 'PUT',
    path: '/api/post/{post_id}',
    request: async (context) => ({
      url: `/api/post/${(await freshPost(context)).id}`,
      payload: { title: 'Edited', recur_offset: 3 },
    }),
    allow: moderatorsOfA,
  },
  {
    method: 'DELETE',
    path: '/api/post/{post_id}',
    request: async (context) => ({ url: `/api/post/${(await freshPost(context)).id}` }),
    allow: moderatorsOfA,
  },
  action('approve', 'pending'),
  action('pin'),
  action('unpin'),
  action('highlight'),
  action('unhighlight'),
  action('display'),
  {
    method: 'GET',
    path: '/api/hypes/{user_name}',
    request: ({ roles }) => ({ url: `/api/hypes/${roles.wallA.user_name}?feed=private` }),
    allow: moderatorsOfA,
  },
  {
    method: 'GET',
    path: '/api/posts/{user_name}',
    request: ({ roles }) => ({
      url: `/api/posts/${roles.wallA.user_name}?query=row&moderation=1&limit=20`,
    }),
    allow: moderatorsOfA,
  },
  ...screeningRows(),
];

/** The screening rule, trash and audit log routes: the moderators of wall A. */
function screeningRows(): MatrixRow[] {
  const rules = (method: 'GET' | 'PUT'): MatrixRow => ({
    method,
    path: '/api/screening-rules/{user_name}',
    request: ({ roles }) => ({
      url: `/api/screening-rules/${roles.wallA.user_name}`,
      ...(method === 'PUT' ? { payload: { rules: {} } } : {}),
    }),
    allow: moderatorsOfA,
  });
  const onWallA = (method: MatrixRow['method'], path: string): MatrixRow => ({
    method,
    path: path.replace('{wall}', '{user_name}'),
    request: ({ roles }) => ({ url: path.replace('{wall}', roles.wallA.user_name) }),
    allow: moderatorsOfA,
  });
  const onTrashedPost = (path: string): MatrixRow => ({
    method: 'POST',
    path: `/api/post/{post_id}/${path}`,
    request: async (context) => {
      const post = await freshPost(context, 'removed');
      await context.db
        .updateTable('posts')
        .set({ trashed_at: new Date() })
        .where('id', '=', post.id)
        .execute();
      return { url: `/api/post/${post.id}/${path}` };
    },
    allow: moderatorsOfA,
  });
  return [
    onWallA('GET', '/api/trash/{wall}'),
    onWallA('DELETE', '/api/trash/{wall}'),
    onWallA('GET', '/api/audit/{wall}'),
    onWallA('GET', '/api/audit/{wall}/export'),
    onWallA('GET', '/api/moderation-counts/{wall}'),
    // Each role undoes nothing of its own here: 409 for the allowed, refused for the others.
    onWallA('POST', '/api/audit/{wall}/undo'),
    onTrashedPost('restore'),
    onTrashedPost('purge'),
    rules('GET'),
    rules('PUT'),
    {
      method: 'GET',
      path: '/api/screening-held/{user_name}',
      request: ({ roles }) => ({ url: `/api/screening-held/${roles.wallA.user_name}` }),
      allow: moderatorsOfA,
    },
    {
      method: 'GET',
      path: '/api/screening-decisions/{user_name}',
      request: ({ roles }) => ({
        url: `/api/screening-decisions/${roles.wallA.user_name}?post_ids=1`,
      }),
      allow: moderatorsOfA,
    },
  ];
}
