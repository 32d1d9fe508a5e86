import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dropPublicContent, usePublicQuery } from './public-cache';

function Show({ read, given }: { read: () => Promise<string>; given?: string }) {
  const q = usePublicQuery(['things'], read, given);
  return <p>{q.isPending ? 'pending' : q.isError ? 'error' : q.data}</p>;
}

describe('the visit cache of public content (SITE-DATA-2)', () => {
  beforeEach(() => dropPublicContent([]));

  it('when two screens show the same content, then it is read once and kept for the next screen', async () => {
    const read = vi.fn().mockResolvedValue('posts');
    const { unmount } = render(
      <>
        <Show read={read} />
        <Show read={read} />
      </>,
    );
    expect(await screen.findAllByText('posts')).toHaveLength(2);
    unmount();
    render(<Show read={read} />);
    expect(screen.getByText('posts')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('when the loader read it, then the screen shows that at once and reads nothing', () => {
    const read = vi.fn().mockResolvedValue('fresh');
    render(<Show read={read} given="from the loader" />);
    expect(screen.getByText('from the loader')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });

  it('when a read fails, then there is no retry of its own, and a drop (a staff edit) reads it again', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('back');
    render(<Show read={read} />);
    expect(await screen.findByText('error')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(1);
    act(() => dropPublicContent(['things']));
    expect(await screen.findByText('back')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
