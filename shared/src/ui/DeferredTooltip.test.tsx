import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, tooltipReady } from '../../test/render';
import { DeferredTooltip } from './DeferredTooltip';

const HINT = 'Practice mode: replay the audio, skip segments, and score each segment as you go.';

describe('DeferredTooltip', () => {
  it('draws its control at once, named by the hint as MUI names it, then shows the hint on hover', async () => {
    renderPage(
      <DeferredTooltip title={HINT}>
        <span tabIndex={0}>Practice</span>
      </DeferredTooltip>,
    );
    expect(screen.getByText('Practice')).toHaveAttribute('aria-label', HINT);
    await userEvent.hover(await tooltipReady(() => screen.getByText('Practice')));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(HINT);
    expect(screen.getByText('Practice')).toHaveAttribute('aria-label', HINT);
  });

  it("keeps the control's own accessible name", async () => {
    renderPage(
      <DeferredTooltip title="Add to deck">
        <button type="button" aria-label="Add to deck: pension">
          +
        </button>
      </DeferredTooltip>,
    );
    expect(screen.getByRole('button', { name: 'Add to deck: pension' })).toBeInTheDocument();
    await userEvent.hover(await tooltipReady(() => screen.getByRole('button', { name: 'Add to deck: pension' })));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Add to deck');
  });
});
