import { describe, expect, it } from 'vitest';
import { validSwitchId } from '../../../../src/features/carbon/ExistingSwitchPage';
import { projectImage } from '../../../../src/features/carbon/ProjectCard';

describe('existing-switch form', () => {
  it('takes 1 to 10 digits, spaces around ignored', () => {
    for (const ok of ['1', '1234567890', ' 42 ']) expect(validSwitchId(ok), ok).toBe(true);
    for (const bad of ['', '12345678901', '12a', '-1', '1.5', '１２'])
      expect(validSwitchId(bad), bad).toBe(false);
  });
});

describe('project image', () => {
  it('is an SVG data URL for SVG content, PNG otherwise', () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    const project = { id: 1, name: 'n', location: 'l', discription: 'd', overview: 'o' };
    expect(projectImage({ ...project, imageBase64: svg })).toBe(`data:image/svg+xml;base64,${svg}`);
    expect(projectImage({ ...project, imageBase64: 'iVBORw0KGgo' })).toMatch(/^data:image\/png;base64,/);
  });
});
