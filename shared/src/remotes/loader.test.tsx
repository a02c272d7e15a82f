import { render, screen } from '@testing-library/react';
import { registerRemoteLoader, useRemoteComponent } from './loader';

function Host({ enabled }: { enabled: boolean }) {
  const state = useRemoteComponent('billing', './InsufficientCreditsDialog', enabled);
  if (state.status === 'ready') return <state.Component open onClose={() => undefined} creditsNeeded={3} />;
  return <p>{state.status === 'failed' ? `failed: ${state.error.message}` : 'loading'}</p>;
}

describe('useRemoteComponent', () => {
  it("loads another remote's component through the shell's loader, only once enabled", async () => {
    const load = jest.fn(async () => ({ creditsNeeded }: { creditsNeeded: number }) => <p>{`needs ${creditsNeeded}`}</p>);
    registerRemoteLoader(load);
    const { rerender } = render(<Host enabled={false} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    rerender(<Host enabled />);
    expect(await screen.findByText('needs 3')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('billing', './InsufficientCreditsDialog');
  });

  it('reports a remote that cannot be loaded', async () => {
    registerRemoteLoader(async () => {
      throw new Error('billing is down');
    });
    render(<Host enabled />);
    expect(await screen.findByText('failed: billing is down')).toBeInTheDocument();
  });
});
