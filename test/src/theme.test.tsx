// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from '../../src/theme/createAppTheme';
import { defaultSettings } from '../../src/settings/readSettings';

afterEach(cleanup);

describe("the app's theme", () => {
  it('draws no ripple when a button is pressed (a press shows in CSS: the production build has no ripple)', async () => {
    render(
      <ThemeProvider theme={createAppTheme(defaultSettings)}>
        <Button>Continue</Button>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    fireEvent.mouseDown(button);
    fireEvent.touchStart(button);
    // MUI mounts its ripple on the first press, a render later.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(button.querySelector('.MuiTouchRipple-root')).toBeNull();
  });
});
