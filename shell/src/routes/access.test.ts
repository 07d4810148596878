import { describe, expect, it } from 'vitest';
import { accessDecision } from './access';

describe('accessDecision', () => {
  it('lets anyone open public routes, even while auth loads', () => {
    expect(accessDecision('public', { status: 'loading', role: 'member' })).toBe('allow');
  });

  it('asks a visitor to sign in for signed-in routes', () => {
    expect(accessDecision('signed-in', { status: 'signed-out', role: 'member' })).toBe('sign-in');
    expect(accessDecision('signed-in', { status: 'signed-in', role: 'member' })).toBe('allow');
  });

  it('forbids admin routes to visitors and members (a failed role read counts as member)', () => {
    expect(accessDecision('admin', { status: 'signed-out', role: 'member' })).toBe('forbidden');
    expect(accessDecision('admin', { status: 'signed-in', role: 'member' })).toBe('forbidden');
  });

  it('waits while the session (and its role) loads, then allows an admin', () => {
    expect(accessDecision('admin', { status: 'loading', role: 'member' })).toBe('wait');
    expect(accessDecision('signed-in', { status: 'loading', role: 'member' })).toBe('wait');
    expect(accessDecision('admin', { status: 'signed-in', role: 'admin' })).toBe('allow');
  });
});
