import { describe, expect, it } from 'vitest';
import {
  DETAILS_PAY_PARAM,
  detailsPayMethodOf,
  PAGE_DATA_ID,
  pageDataScript,
} from '../../contract/pageData.js';

describe('the page data script the server embeds', () => {
  it('holds the data as JSON the browser reads back whole', () => {
    const data = { quote: { switchId: '42' } };
    const script = pageDataScript(data);
    expect(script.startsWith(`<script type="application/json" id="${PAGE_DATA_ID}">`)).toBe(true);
    const json = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual(data);
  });

  it('cannot be closed or broken out of by a text in the data', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const script = pageDataScript({ quote: { switchId: hostile } });
    // One element: the data's own "</script>" is written as \u003c/script>.
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script.match(/<script/g)).toHaveLength(1);
    const json = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect((JSON.parse(json) as { quote: { switchId: string } }).quote.switchId).toBe(hostile);
  });
});

describe('the payment method a tariff details address names', () => {
  it('is read from ?pay= when it is a payment method, and ignored otherwise', () => {
    expect(detailsPayMethodOf('pay=quarterlyDirectDebit')).toBe('quarterlyDirectDebit');
    expect(detailsPayMethodOf('?pay=cashOrCheque&x=1')).toBe('cashOrCheque');
    expect(detailsPayMethodOf(`${DETAILS_PAY_PARAM}=prePaymentMeter`)).toBe('prePaymentMeter');
    for (const search of ['', 'pay=', 'pay=bitcoin', 'pay=constructor', 'PAY=cashOrCheque'])
      expect(detailsPayMethodOf(search), search).toBeUndefined();
  });
});
