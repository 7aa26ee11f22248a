// Panda's css(), cx() and recipe calls (button(), field(), card()) turn their arguments into class names when they
// run. Nearly every call in src/ has literal arguments, so the build works them out once, with the very functions
// Panda generated (styled-system/), and writes the class names into the code in place of the call: the browser
// neither downloads Panda's runtime for the first screen nor runs it on every render (docs/architecture.md
// "Performance"). A call with anything but literals (a variable, a spread, an expression) is left as it is and
// runs in the browser as before; the dev server leaves every call as it is. The CSS itself is unchanged: Panda
// generates it from the source, where the calls still are.
import { type ESTree, type Plugin, parseSync } from 'vite';

/** The module every app file imports css/cx from, and the recipes' module. */
const CSS_MODULE = 'styled-system/css';
const RECIPES_MODULE = 'styled-system/recipes';
/** Where `cx` lives on its own: importing it from styled-system/css would keep css's runtime in the chunk. */
const CX_MODULE = 'styled-system/css/cx.mjs';
const SOURCE = /[\\/]src[\\/].*\.tsx?$/;

type Styler = (...args: unknown[]) => string;
type Node = ESTree.Node & { start: number; end: number };
type Static = { ok: true; value: unknown } | { ok: false };

const NOT_STATIC: Static = { ok: false };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** Calls `visit` on every node below `node` (and on it); `visit` returning false skips the node's children. */
function walk(node: Node, visit: (node: Node) => boolean | undefined): void {
  if (visit(node) === false) return;
  for (const key of Object.keys(node)) {
    const value = (node as unknown as Record<string, unknown>)[key];
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, visit);
    } else if (isNode(value)) {
      walk(value, visit);
    }
  }
}

/** Names bound by a declaration pattern (const {a, b: [c]} = …). */
function boundNames(pattern: Node | null | undefined, into: Set<string>): void {
  if (!pattern) return;
  switch (pattern.type) {
    case 'Identifier':
      into.add(pattern.name);
      break;
    case 'ObjectPattern':
      for (const property of pattern.properties) {
        boundNames((property.type === 'RestElement' ? property.argument : property.value) as Node, into);
      }
      break;
    case 'ArrayPattern':
      for (const element of pattern.elements) boundNames(element as Node | null, into);
      break;
    case 'AssignmentPattern':
      boundNames(pattern.left as Node, into);
      break;
    case 'RestElement':
      boundNames(pattern.argument as Node, into);
      break;
  }
}

/** Every name the file declares other than by import: an import shadowed anywhere is left alone. */
function declaredNames(program: Node): Set<string> {
  const names = new Set<string>();
  walk(program, (node) => {
    if (node.type === 'VariableDeclarator') boundNames(node.id as Node, names);
    else if (node.type === 'CatchClause') boundNames(node.param as Node | null, names);
    else if (
      node.type === 'FunctionDeclaration' ||
      node.type === 'FunctionExpression' ||
      node.type === 'ArrowFunctionExpression'
    ) {
      if (node.id) names.add(node.id.name);
      for (const param of node.params) boundNames(param as Node, names);
    } else if (node.type === 'ClassDeclaration' || node.type === 'ClassExpression') {
      if (node.id) names.add(node.id.name);
    }
    return true;
  });
  return names;
}

function importedName(specifier: ESTree.ImportDeclaration['specifiers'][number]): string | null {
  if (specifier.type !== 'ImportSpecifier') return null;
  return specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
}

export function staticStyles(): Plugin {
  let stylers: Record<string, Record<string, Styler>> = {};
  return {
    name: 'static-styles',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const root = new URL('../../styled-system/', import.meta.url);
      stylers = {
        [CSS_MODULE]: (await import(new URL('css/index.mjs', root).href)) as Record<string, Styler>,
        [RECIPES_MODULE]: (await import(new URL('recipes/index.mjs', root).href)) as Record<string, Styler>,
      };
    },
    transform(code, id) {
      if (!SOURCE.test(id) || !code.includes('styled-system/')) return;
      const { program } = parseSync(id, code);
      const root = program as unknown as Node;
      const shadowed = declaredNames(root);

      // Local name → the styling function it is bound to, for imports of styled-system/css and /recipes.
      const functions = new Map<string, Styler>();
      const imports: ESTree.ImportDeclaration[] = [];
      for (const statement of program.body) {
        if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
        const module = stylers[statement.source.value];
        if (!module) continue;
        imports.push(statement);
        for (const specifier of statement.specifiers) {
          const name = importedName(specifier);
          const fn = name === null ? undefined : module[name];
          if (typeof fn === 'function' && !shadowed.has(specifier.local.name)) functions.set(specifier.local.name, fn);
        }
      }
      if (functions.size === 0) return;

      const evaluate = (node: Node | null | undefined): Static => {
        if (!node) return NOT_STATIC;
        switch (node.type) {
          case 'Literal':
            return node.value instanceof RegExp || typeof node.value === 'bigint'
              ? NOT_STATIC
              : { ok: true, value: node.value };
          case 'Identifier':
            return node.name === 'undefined' && !shadowed.has('undefined')
              ? { ok: true, value: undefined }
              : NOT_STATIC;
          case 'TemplateLiteral':
            return node.expressions.length === 0 ? { ok: true, value: node.quasis[0]?.value.cooked } : NOT_STATIC;
          case 'UnaryExpression': {
            const argument = evaluate(node.argument as Node);
            if (!argument.ok || typeof argument.value !== 'number') return NOT_STATIC;
            if (node.operator === '-') return { ok: true, value: -argument.value };
            return node.operator === '+' ? argument : NOT_STATIC;
          }
          case 'ParenthesizedExpression':
          case 'TSAsExpression':
          case 'TSSatisfiesExpression':
          case 'TSNonNullExpression':
            return evaluate(node.expression as Node);
          case 'ArrayExpression': {
            const items: unknown[] = [];
            for (const element of node.elements) {
              const item = evaluate(element as Node | null);
              if (!item.ok) return NOT_STATIC;
              items.push(item.value);
            }
            return { ok: true, value: items };
          }
          case 'ObjectExpression': {
            const object: Record<string, unknown> = {};
            for (const property of node.properties) {
              if (property.type !== 'Property' || property.kind !== 'init' || property.method || property.shorthand) {
                return NOT_STATIC;
              }
              const key = property.computed
                ? evaluate(property.key as Node)
                : property.key.type === 'Identifier'
                  ? { ok: true as const, value: property.key.name }
                  : evaluate(property.key as Node);
              const value = evaluate(property.value as Node);
              if (!key.ok || !value.ok || (typeof key.value !== 'string' && typeof key.value !== 'number')) {
                return NOT_STATIC;
              }
              object[key.value] = value.value;
            }
            return { ok: true, value: object };
          }
          case 'CallExpression': {
            const fn = node.callee.type === 'Identifier' ? functions.get(node.callee.name) : undefined;
            if (!fn || node.optional) return NOT_STATIC;
            const args: unknown[] = [];
            for (const argument of node.arguments) {
              const value = evaluate(argument as Node);
              if (!value.ok) return NOT_STATIC;
              args.push(value.value);
            }
            return { ok: true, value: fn(...args) };
          }
          case 'MemberExpression': {
            // One slot of a slot recipe called with literals: field({ invalid: true }).control.
            if (node.computed || node.property.type !== 'Identifier' || node.optional) return NOT_STATIC;
            const object = evaluate(node.object as Node);
            if (!object.ok || typeof object.value !== 'object' || object.value === null) return NOT_STATIC;
            const slot = (object.value as Record<string, unknown>)[node.property.name];
            return typeof slot === 'string' ? { ok: true, value: slot } : NOT_STATIC;
          }
          default:
            return NOT_STATIC;
        }
      };

      /** The class names of a call as code: a string, or `(test ? "…" : "…")` for f(test ? {…} : {…}). */
      const fold = (call: ESTree.CallExpression & Node): string | null => {
        const result = evaluate(call);
        if (result.ok) return typeof result.value === 'string' ? JSON.stringify(result.value) : null;
        const [argument, ...rest] = call.arguments as Node[];
        if (argument?.type !== 'ConditionalExpression' || rest.length > 0) return null;
        const fn = functions.get((call.callee as ESTree.IdentifierReference).name);
        const branch = (node: Node) => {
          const value = evaluate(node);
          return value.ok && fn ? fn(value.value) : null;
        };
        const yes = branch(argument.consequent as Node);
        const no = branch(argument.alternate as Node);
        if (typeof yes !== 'string' || typeof no !== 'string') return null;
        const test = argument.test as Node;
        return `(${code.slice(test.start, test.end)} ? ${JSON.stringify(yes)} : ${JSON.stringify(no)})`;
      };

      // The outermost calls whose arguments are all literals become their class names, and so does a slot read
      // straight off such a call of a slot recipe.
      const replacements: Array<{ start: number; end: number; text: string }> = [];
      walk(root, (node) => {
        if (node.type === 'MemberExpression' && node.object.type === 'CallExpression') {
          const slot = evaluate(node);
          if (!slot.ok) return true;
          replacements.push({ start: node.start, end: node.end, text: JSON.stringify(slot.value) });
          return false;
        }
        if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier') return true;
        if (!functions.has(node.callee.name)) return true;
        const text = fold(node);
        if (text === null) return true;
        replacements.push({ start: node.start, end: node.end, text });
        return false;
      });
      if (replacements.length === 0) return;

      // Imports still used elsewhere stay; cx alone comes from its own module; the others go.
      const replaced = (node: Node) => replacements.some((r) => node.start >= r.start && node.end <= r.end);
      const stillUsed = new Set<string>();
      walk(root, (node) => {
        if (node.type === 'ImportDeclaration') return false;
        if (replaced(node)) return false;
        if (node.type === 'Identifier' && functions.has(node.name)) stillUsed.add(node.name);
        return true;
      });
      for (const statement of imports) {
        if (statement.specifiers.some((specifier) => specifier.type !== 'ImportSpecifier')) continue;
        const kept = statement.specifiers.filter((specifier) => {
          const local = specifier.local.name;
          return !functions.has(local) || stillUsed.has(local);
        });
        if (kept.length === statement.specifiers.length) continue;
        const onlyCx =
          statement.source.value === CSS_MODULE && kept.every((specifier) => importedName(specifier) === 'cx');
        const text =
          kept.length === 0
            ? ''
            : `import { ${kept.map((s) => `${importedName(s)} as ${s.local.name}`).join(', ')} } from '${
                onlyCx ? CX_MODULE : statement.source.value
              }';`;
        replacements.push({ start: (statement as Node).start, end: (statement as Node).end, text });
      }

      // Each replacement keeps the line breaks of what it replaces, so every line stays where it was: the module's
      // source map is then the identity map a null map stands for, but for columns after a replacement.
      replacements.sort((a, b) => b.start - a.start);
      let output = code;
      for (const { start, end, text } of replacements) {
        const breaks = code.slice(start, end).split('\n').length - 1;
        output = output.slice(0, start) + text + '\n'.repeat(breaks) + output.slice(end);
      }
      return { code: output, map: null };
    },
  };
}
