import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@bonus-atlas/shared-services';
import { accessDecision } from './access';

const profile = { uid: 'u1', role: 'member' } as UserProfile;

describe('accessDecision', () => {
  it('lets anyone open public routes, even while auth loads', () => {
    expect(accessDecision('public', { status: 'loading', role: 'member', profile: null })).toBe('allow');
  });

  it('asks a visitor to sign in for signed-in routes', () => {
    expect(accessDecision('signed-in', { status: 'signed-out', role: 'member', profile: null })).toBe('sign-in');
    expect(accessDecision('signed-in', { status: 'signed-in', role: 'member', profile })).toBe('allow');
  });

  it('forbids admin routes to visitors and members', () => {
    expect(accessDecision('admin', { status: 'signed-out', role: 'member', profile: null })).toBe('forbidden');
    expect(accessDecision('admin', { status: 'signed-in', role: 'member', profile })).toBe('forbidden');
  });

  it('waits for the role read before deciding, then allows an admin', () => {
    expect(accessDecision('admin', { status: 'signed-in', role: 'member', profile: null })).toBe('wait');
    expect(
      accessDecision('admin', { status: 'signed-in', role: 'admin', profile: { ...profile, role: 'admin' } }),
    ).toBe('allow');
  });
});
