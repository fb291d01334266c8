// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { cartMachine } from '@nails/machines/cartMachine';

/**
 * The cart machine is the only writer of the cart (machines README "Rules of this folder"): a cart
 * from outside its own calls reaches it as an event it judges, a read (`cart.loaded`: skipped when
 * older than the shopper's last change) or a change's answer (`cart.changed`: counted as one;
 * `cart.shipping.picked` when the change was the shopper's own pick of a shipping method), never as a bare "set" some module sends or hands its callers.
 */
const judgedCartEvents = ['cart.changed', 'cart.loaded', 'cart.shipping.picked'];

const sourceDir = fileURLToPath(new URL('../../../src', import.meta.url));

function sourceFiles(): string[] {
  return readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('__generated__'))
    .map((file) => path.join(sourceDir, file));
}

interface CartEventSent {
  where: string;
  type: string;
  /** The event object is the argument of a `send(…)` call, not a value handed elsewhere. */
  sent: boolean;
}

const propertyNamed = (object: ts.ObjectLiteralExpression, name: string) =>
  object.properties.find(
    (property) => property.name && ts.isIdentifier(property.name) && property.name.text === name,
  );

/** Every object literal in the web's code shaped as a cart machine event carrying a whole cart. */
function cartEventsCarryingACart(): CartEventSent[] {
  const found: CartEventSent[] = [];
  for (const file of sourceFiles()) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isObjectLiteralExpression(node)) {
        const type = propertyNamed(node, 'type');
        if (
          type &&
          ts.isPropertyAssignment(type) &&
          ts.isStringLiteral(type.initializer) &&
          type.initializer.text.startsWith('cart.') &&
          propertyNamed(node, 'cart')
        ) {
          const call = node.parent;
          const sent =
            ts.isCallExpression(call) &&
            ((ts.isPropertyAccessExpression(call.expression) && call.expression.name.text === 'send') ||
              (ts.isIdentifier(call.expression) && call.expression.text === 'send'));
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          found.push({
            where: `${path.relative(sourceDir, file)}:${line + 1}`,
            type: type.initializer.text,
            sent,
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('who writes the cart', () => {
  const events = cartEventsCarryingACart();

  it('finds the carts handed to the cart actor (the test reads the real code)', () => {
    expect(events.length).toBeGreaterThanOrEqual(5);
  });

  it('hands a cart over only as an event the cart machine judges, never a bare set', () => {
    const unjudged = events.filter((event) => !judgedCartEvents.includes(event.type));
    expect(
      unjudged,
      'send cart.loaded (a read), cart.changed or cart.shipping.picked (a change’s answer)',
    ).toEqual([]);
  });

  it('sends each such event where the cart was received, rather than building one for others to send', () => {
    expect(events.filter((event) => !event.sent)).toEqual([]);
  });

  it('the cart machine takes no cart but through those events and its own calls', () => {
    const carrying = cartMachine.events.filter((type) => type.startsWith('cart.'));
    expect(carrying).not.toContain('cart.set');
    expect(carrying).toEqual(expect.arrayContaining(judgedCartEvents));
  });
});
