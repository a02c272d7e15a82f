import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { server } from '@ccl/shared/test';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { remotePage } from '../../../../test/remotes';
import { renderShell } from '../../../../test/renderShell';
import { setRemoteEntries } from '../api/registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

let remotesJsonReads = 0;

beforeEach(() => {
  setRemoteEntries({ community: '/remotes/mf-community/mf-manifest.json' });
  mockedLoadRemote.mockImplementation(async (id: string) => remotePage(`remote ${id}`));
  remotesJsonReads = 0;
  server.use(
    http.get('*/remotes.json', () => {
      remotesJsonReads += 1;
      return HttpResponse.json({ community: '/remotes/mf-community/mf-manifest.json' });
    }),
  );
});

describe('a remote that fails', () => {
  it('shows an error panel with a retry when a remote fails, and the retry loads it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedLoadRemote.mockRejectedValueOnce(new Error('RUNTIME-003 manifest unreachable'));
    renderShell('/discussions');
    expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
    // The header keeps working.
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeInTheDocument();

    expect(remotesJsonReads).toBe(0);
    const registrations = jest.mocked(registerRemotes).mock.calls.length;

    // The retry rereads remotes.json (the remote may have been redeployed) and registers it afresh.
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'remote mf_community/DiscussionsPage' })).toBeInTheDocument();
    expect(remotesJsonReads).toBe(1);
    expect(registerRemotes).toHaveBeenCalledTimes(registrations + 1);
    expect(registerRemotes).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'mf_community' })], { force: true });
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('shows the error panel when a remote page throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedLoadRemote.mockResolvedValueOnce({
      default: () => {
        throw new Error('boom');
      },
    });
    renderShell('/discussions');
    expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'remote mf_community/DiscussionsPage' })).toBeInTheDocument();
    expect(remotesJsonReads).toBe(1);
  });

  it('keeps a loaded page: coming back to its route does not load the remote again', async () => {
    renderShell('/discussions');
    expect(await screen.findByRole('heading', { name: 'remote mf_community/DiscussionsPage' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Discussion' }));
    expect(await screen.findByRole('heading', { name: 'remote mf_community/DiscussionsPage' })).toBeInTheDocument();
    expect(mockedLoadRemote.mock.calls.filter(([id]) => id === 'mf_community/DiscussionsPage')).toHaveLength(1);
  });
});
