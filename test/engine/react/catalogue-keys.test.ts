import { describe, expect, it } from 'vitest';
import catalogue from '../../../journey/messages/en-GB.json';
import { bindingMessageKeys } from '../../../engine/react/messages';

describe('the message catalogue', () => {
  it('holds every key the React binding uses', () => {
    const missing = bindingMessageKeys.filter((k) => !(k in catalogue));
    expect(missing).toEqual([]);
  });
});
