import { describe, expect, it, vi } from 'vitest';
import {
  loadPhoneRules,
  phoneLooksValid,
  phoneRulesReadyFor,
} from '../../../src/features/address/phoneRules.ts';

describe('phone rules, loaded at a form’s first focus or submit', () => {
  it('holds the first submit until the rules are in, then submits the form again and checks the phone', async () => {
    // Not loaded yet: nothing is refused that the rules might accept.
    expect(phoneLooksValid('+49 30 1', 'DE')).toBe(true);
    const form = document.createElement('form');
    document.body.append(form);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);

    expect(phoneRulesReadyFor(form)).toBe(false);
    expect(submitted).not.toHaveBeenCalled();
    await loadPhoneRules();
    expect(submitted).toHaveBeenCalledTimes(1);

    expect(phoneRulesReadyFor(form)).toBe(true);
    expect(phoneLooksValid('+49 30 1', 'DE')).toBe(false);
    expect(phoneLooksValid('030 901820', 'DE')).toBe(true);
    expect(phoneLooksValid('not a number', 'DE')).toBe(false);
  });
});
