import { describe, expect, it } from 'vitest';
import { checkTypedMeters } from '../../../src/widgets/typedMeters';

describe('typed meter numbers', () => {
  it('takes a domestic MPAN as printed (spaces) and an MPRN; an 02 MPAN answers Economy 7', () => {
    expect(checkTypedMeters({ mpan: '02 811 100 1700006573311', mprn: '4175030802' })).toEqual({
      ok: true,
      patch: {
        'meter.mpan': '028111001700006573311',
        'meter.hasElectricity': true,
        'meter.elecNonDomestic': false,
        'meter.mprn': '4175030802',
        'meter.hasGas': true,
        'meter.gasNonDomestic': false,
        isEconomy7: true,
      },
    });
  });

  it('names what is wrong: nothing typed, a bad check digit, a business meter, a short MPRN', () => {
    expect(checkTypedMeters({ mpan: '', mprn: ' ' })).toEqual({
      ok: false,
      errors: [{ field: 'mpan', key: 'validation.required' }],
    });
    expect(checkTypedMeters({ mpan: '028111001700006573312', mprn: '123' })).toEqual({
      ok: false,
      errors: [
        { field: 'mpan', key: 'validation.mpanInvalid' },
        { field: 'mprn', key: 'validation.invalid' },
      ],
    });
    expect(checkTypedMeters({ mpan: '038113111253032633381', mprn: '' })).toEqual({
      ok: false,
      errors: [{ field: 'mpan', key: 'validation.mustBeDomestic' }],
    });
  });
});
