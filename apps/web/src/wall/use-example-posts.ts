import { examplePostsFrom, examplePostsUrl, type WallPost } from '@chorus/theme-kit';
import { useEffect, useState } from 'react';

/** The 13 example posts, fetched once `wanted` turns true (an empty wall or no sources). */
export function useExamplePosts(wanted: boolean): readonly WallPost[] {
  const [posts, setPosts] = useState<readonly WallPost[]>([]);
  useEffect(() => {
    if (!wanted || posts.length > 0) return;
    let current = true;
    fetch(examplePostsUrl)
      .then((response) => response.json())
      .then((file: unknown) => current && setPosts(examplePostsFrom(file)))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wanted, posts.length]);
  return wanted ? posts : [];
}
