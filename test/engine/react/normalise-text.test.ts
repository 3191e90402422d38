import { describe, expect, it } from 'vitest';
import { normaliseText } from '../../../engine/react/widgets/normalise-text';

describe('normaliseText (ui:options.normalise)', () => {
  it('trim: spaces around a name or an email go, the ones inside stay', () => {
    expect(normaliseText('  Mary Ann ', 'trim')).toBe('Mary Ann');
  });
  it('phone: +44, 0044, (0), spaces and dashes read as the UK number people mean', () => {
    expect(normaliseText('+44 7700 900123', 'phone')).toBe('07700900123');
    expect(normaliseText('+44 (0)20 7946-0000', 'phone')).toBe('02079460000');
    expect(normaliseText('0044 20 7946 0000', 'phone')).toBe('02079460000');
    expect(normaliseText('020 7946 0000', 'phone')).toBe('02079460000');
  });
  it('never removes a wrong character, so validation still names it', () => {
    expect(normaliseText('0207946000x', 'phone')).toBe('0207946000x');
    expect(normaliseText('6637 49a8', 'digits')).toBe('663749a8');
  });
  it('digits: an account number in groups is its digits', () => {
    expect(normaliseText('6637 4958', 'digits')).toBe('66374958');
    expect(normaliseText('66-37-49-58', 'digits')).toBe('66374958');
  });
  it('no normalisation, or an unknown one: the text as typed', () => {
    expect(normaliseText(' a ', undefined)).toBe(' a ');
    expect(normaliseText(' a ', 'shout')).toBe(' a ');
  });
});
