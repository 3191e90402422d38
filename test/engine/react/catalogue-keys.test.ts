import { describe, expect, it } from 'vitest';
import catalogue from '../../../journey/messages/en-GB.json';
import { bindingMessageDefaults } from '../../../engine/react/messages';

describe('the message catalogue', () => {
  it('holds every key the React binding uses, so its English fallbacks never reach a user', () => {
    const missing = Object.keys(bindingMessageDefaults).filter((k) => !(k in catalogue));
    expect(missing).toEqual([]);
  });
});
