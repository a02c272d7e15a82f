import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '@ccl/shared/test';
import InsufficientCreditsDialog from './InsufficientCreditsDialog';

describe('InsufficientCreditsDialog', () => {
  it('says how many credits are needed, in the singular for one', () => {
    renderPage(<InsufficientCreditsDialog open onClose={() => undefined} creditsNeeded={1} />);
    expect(screen.getByRole('dialog', { name: 'Insufficient Credits' })).toBeInTheDocument();
    expect(screen.getByText(/You need at least 1 credit to start/)).toBeInTheDocument();
  });

  it('uses the plural for more than one credit', () => {
    renderPage(<InsufficientCreditsDialog open onClose={() => undefined} creditsNeeded={3} />);
    expect(screen.getByText(/You need at least 3 credits to start/)).toBeInTheDocument();
  });

  it('Close closes without navigating', () => {
    const onClose = jest.fn();
    renderPage(<InsufficientCreditsDialog open onClose={onClose} creditsNeeded={1} />, { route: '/dialogue/hindi/4' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/dialogue/hindi/4');
  });

  it('Buy Credits closes the dialog and goes to /pricing', () => {
    const onClose = jest.fn();
    renderPage(<InsufficientCreditsDialog open onClose={onClose} creditsNeeded={1} />, { route: '/dialogue/hindi/4' });
    fireEvent.click(screen.getByRole('button', { name: 'Buy Credits' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/pricing');
  });

  it('shows nothing while closed', () => {
    renderPage(<InsufficientCreditsDialog open={false} onClose={() => undefined} creditsNeeded={1} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
