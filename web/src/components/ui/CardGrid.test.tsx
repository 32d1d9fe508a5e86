import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardGridSkeleton } from './CardGrid';

describe('CardGridSkeleton', () => {
  it('when cards are loading, then the placeholders are one busy status named for what loads (a name needs a role)', () => {
    render(<CardGridSkeleton label="Loading blogs" skeleton={<div>card</div>} count={2} />);
    const status = screen.getByRole('status', { name: 'Loading blogs' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.textContent).toBe('cardcard');
  });
});
