import { projects } from '../../db/schema';
import type { DatabaseHandle } from '../../db/index';
import { generateAccessCode, generateAdminCode, generateProjectId } from '../../src/server/access/codes';

export async function insertProject(
  handle: DatabaseHandle,
  overrides: Partial<typeof projects.$inferInsert> = {},
) {
  const [row] = await handle.write((db) =>
    db
      .insert(projects)
      .values({
        projectId: generateProjectId(),
        name: 'Test Trip',
        accessCode: generateAccessCode(),
        adminCode: generateAdminCode(),
        ...overrides,
      })
      .returning(),
  );
  if (!row) throw new Error('project not inserted');
  return row;
}
