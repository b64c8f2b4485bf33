// A server feature may read another feature's table (Drizzle joins need the table object), but it
// writes another feature's rows only through that feature's exported functions
// (docs/decisions/017-feature-boundaries.md). This rule sees `.insert(t)`, `.update(t)` and
// `.delete(t)` on a table imported from another feature's `*.table.ts`.

const WRITES = new Set(['insert', 'update', 'delete']);
const FEATURE_OF_FILE = /[\\/]features[\\/]([^\\/]+)[\\/]/;
const FOREIGN_TABLE_IMPORT = /^\.\.\/([^/]+)\/[^/]+\.table(\.js)?$/;

/** @type {import('eslint').Rule.RuleModule} */
export const noForeignTableWrites = {
  meta: {
    type: 'problem',
    docs: { description: "Write another server feature's rows through its exported functions" },
    schema: [],
    messages: {
      foreignWrite:
        '`{{table}}` belongs to the {{owner}} feature: write its rows through a function that feature ' +
        'exports (docs/decisions/017-feature-boundaries.md).',
    },
  },
  create(context) {
    const ownFeature = FEATURE_OF_FILE.exec(context.filename)?.[1];
    if (!ownFeature) return {};
    /** Local name of an imported foreign table → the feature that owns it. */
    const foreignTables = new Map();
    return {
      ImportDeclaration(node) {
        const owner = FOREIGN_TABLE_IMPORT.exec(String(node.source.value))?.[1];
        if (!owner || owner === ownFeature) return;
        for (const specifier of node.specifiers)
          if (specifier.type === 'ImportSpecifier') foreignTables.set(specifier.local.name, owner);
      },
      CallExpression(node) {
        const { callee } = node;
        const [table] = node.arguments;
        if (
          callee.type !== 'MemberExpression' ||
          callee.property.type !== 'Identifier' ||
          !WRITES.has(callee.property.name) ||
          table?.type !== 'Identifier' ||
          !foreignTables.has(table.name)
        )
          return;
        context.report({
          node,
          messageId: 'foreignWrite',
          data: { table: table.name, owner: foreignTables.get(table.name) },
        });
      },
    };
  },
};
