import type { MessageRef } from '../messages/index.ts';

/** A wall name must not be blank: 'Name must not be blank.' */
export function validateWallName(name: string | null | undefined): MessageRef | null {
  return (name ?? '').trim() === '' ? { key: 'wallNameBlank' } : null;
}

/** A new wall needs a name and a user name (the name in its address). */
export function validateNewWall(input: {
  readonly name: string | null | undefined;
  readonly userName: string | null | undefined;
}): MessageRef[] {
  const problems: MessageRef[] = [];
  const nameProblem = validateWallName(input.name);
  if (nameProblem) problems.push(nameProblem);
  if ((input.userName ?? '').trim() === '') problems.push({ key: 'wallUserNameMissing' });
  return problems;
}

/**
 * Whether an account may be removed from a wall's access list: the owner entry never can, and
 * at least one account must keep access ('At least one account must be able to access this Tint.').
 */
export function validateAccessRemoval(
  accessAccountIds: readonly string[],
  removedId: string,
  ownerId: string,
): MessageRef | null {
  const remaining = accessAccountIds.filter((id) => id !== removedId);
  if (removedId === ownerId || remaining.length === 0) return { key: 'wallNeedsOneAccount' };
  return null;
}
