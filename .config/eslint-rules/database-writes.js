/**
 * `local/database-writes`: every database write of the app goes through `handle.write()`
 * (db/index.ts), which runs it under the process's write lock. `handle.db` is typed read-only,
 * so most writes around the lock do not compile; this rule closes what the types leave open:
 *
 * - a write method (insert, update, delete, run, transaction; batch and execute on a client or
 *   transaction) called on a database-like receiver (`db`, `tx`, `client`, `$client`, or a
 *   property of those names) anywhere but inside a write: the callback of `x.write(fn)`, or a
 *   function with a parameter typed `Database` (a statement builder handed the writer);
 * - `writeLock`/`WriteLock` outside db/index.ts;
 * - a cast to `Database` (it would hand out a writer outside write());
 * - a `.write(fn)` inside a write: the lock is not re-entrant, so it would wait for itself;
 * - a second libSQL client or Drizzle instance (`@libsql/client`, `drizzle-orm/libsql`): its
 *   writes would not queue behind the lock.
 *
 * Receivers are recognised by name (like eslint-plugin-drizzle), so Map.delete, Headers.delete
 * or hash.update are left alone. db/index.ts, which owns the lock, is not linted by it.
 */

/** Methods that write, or may, on a Drizzle database. `batch` is left out: handle.db has a batch of selects. */
const DRIZZLE_WRITES = new Set(['insert', 'update', 'delete', 'run', 'transaction']);
/** Methods that write, or may, on a libSQL client or transaction: raw SQL can be anything. */
const CLIENT_WRITES = new Set(['insert', 'update', 'delete', 'run', 'transaction', 'batch', 'execute', 'executeMultiple']);
const DRIZZLE_NAMES = new Set(['db']);
const CLIENT_NAMES = new Set(['tx', 'client', '$client']);
const SECOND_CLIENT_SOURCES = new Set(['@libsql/client', 'drizzle-orm/libsql']);

const WRAPPERS = new Set(['TSNonNullExpression', 'ChainExpression', 'TSAsExpression', 'TSTypeAssertion', 'TSSatisfiesExpression']);

/** The expression inside `x!`, `x?.…`, `(x as T)`. */
function unwrap(node) {
  let current = node;
  while (WRAPPERS.has(current.type)) current = current.expression;
  return current;
}

/** `db` for `db`, `handle.db`, `this.db`; null for anything else. */
function receiverName(object) {
  const node = unwrap(object);
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') return node.property.name;
  return null;
}

function propertyName(callee) {
  const node = unwrap(callee);
  if (node.type !== 'MemberExpression' || node.computed || node.property.type !== 'Identifier') return null;
  return node.property.name;
}

const isFunction = (node) =>
  node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration';

/** `x.write(fn)`: one argument, a function. */
const isWriteCall = (node) =>
  node.type === 'CallExpression' && propertyName(node.callee) === 'write' && node.arguments.length === 1 && isFunction(node.arguments[0]);

function isDatabaseType(annotation) {
  const type = annotation?.typeAnnotation;
  return type?.type === 'TSTypeReference' && type.typeName.type === 'Identifier' && type.typeName.name === 'Database';
}

function takesDatabase(param) {
  const node = param.type === 'AssignmentPattern' ? param.left : param;
  return isDatabaseType(node.typeAnnotation);
}

/** Whether `ancestors` (outermost first) put the node inside a write callback or a function handed the writer. */
function insideWrite(ancestors) {
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const node = ancestors[i];
    if (!isFunction(node)) continue;
    const parent = ancestors[i - 1];
    if (parent && isWriteCall(parent) && parent.arguments[0] === node) return true;
    if (node.params.some(takesDatabase)) return true;
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
const databaseWrites = {
  meta: {
    type: 'problem',
    docs: { description: 'Database writes go through handle.write() (db/index.ts), under the write lock.' },
    schema: [],
    messages: {
      writeOutside:
        '`{{receiver}}.{{method}}()` may write outside the write lock: write inside handle.write((db) => …) (db/index.ts), or take the `db` it hands out as a parameter typed Database.',
      writeLock: 'The write lock belongs to db/index.ts: write through handle.write((db) => …).',
      castToDatabase: 'A cast to Database hands out a writer outside handle.write(): write inside its callback instead.',
      nestedWrite: 'A write inside a write waits for itself (the write lock is not re-entrant): use the `db` this write was handed.',
      secondClient: 'A second database client writes around the write lock: use the handle of db/index.ts (database()).',
    },
  },
  create(context) {
    const { sourceCode } = context;
    const checkCast = (node) => {
      if (node.typeAnnotation.type === 'TSTypeReference' && isDatabaseType({ typeAnnotation: node.typeAnnotation })) {
        context.report({ node, messageId: 'castToDatabase' });
      }
    };
    return {
      CallExpression(node) {
        const method = propertyName(node.callee);
        if (method === null) return;
        if (isWriteCall(node)) {
          if (insideWrite(sourceCode.getAncestors(node))) context.report({ node, messageId: 'nestedWrite' });
          return;
        }
        const receiver = receiverName(unwrap(node.callee).object);
        if (receiver === null) return;
        const writes =
          (DRIZZLE_NAMES.has(receiver) && DRIZZLE_WRITES.has(method)) || (CLIENT_NAMES.has(receiver) && CLIENT_WRITES.has(method));
        if (writes && !insideWrite(sourceCode.getAncestors(node))) {
          context.report({ node, messageId: 'writeOutside', data: { receiver, method } });
        }
      },
      Identifier(node) {
        if (node.name === 'writeLock' || node.name === 'WriteLock') context.report({ node, messageId: 'writeLock' });
      },
      TSAsExpression: checkCast,
      TSTypeAssertion: checkCast,
      TSSatisfiesExpression: checkCast,
      ImportDeclaration(node) {
        if (!SECOND_CLIENT_SOURCES.has(node.source.value) || node.importKind === 'type') return;
        if (node.specifiers.some((specifier) => specifier.importKind !== 'type')) context.report({ node, messageId: 'secondClient' });
      },
    };
  },
};

export default { rules: { 'database-writes': databaseWrites } };
