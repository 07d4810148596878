import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Page, PageLoading } from './Page';

describe('Page', () => {
  it('renders the heading, the content and the attributes a remote passes', () => {
    render(
      <Page title="My Brands" data-remote="mf_account">
        <p>content</p>
      </Page>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'My Brands' });
    expect(heading.closest('section')).toHaveAttribute('data-remote', 'mf_account');
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('has no heading when the content brings its own', () => {
    render(<Page>no title</Page>);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('PageLoading', () => {
  it('announces the loading message and marks the page busy', () => {
    render(
      <PageLoading
        title="Profile"
        message="Loading profile..."
        detail="One moment"
        data-remote="mf_account"
      />,
    );
    const status = screen.getByText('Loading profile...').parentElement as HTMLElement;
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent('Loading profile...');
    expect(status).toHaveTextContent('One moment');
    expect(status.closest('section')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Profile');
  });
});
