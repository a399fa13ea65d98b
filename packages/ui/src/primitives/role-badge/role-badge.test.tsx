import type { components } from '@robomarket/api-client';
import { render, screen } from '@testing-library/react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ROLES, type Role, RoleBadge, roleLabel } from './role-badge';

const LABELS: Record<Role, string> = {
  customer: 'Customer',
  dealer: 'Dealer',
  admin: 'Admin',
  parent_dealership: 'Parent Dealership',
  child_dealership: 'Child Dealership',
};

describe('RoleBadge', () => {
  it("covers exactly the contract's roles", () => {
    expectTypeOf<Role>().toEqualTypeOf<components['schemas']['UserRole']>();
  });

  it.each(Object.entries(LABELS) as Array<[Role, string]>)('labels %s as %s', (role, label) => {
    render(<RoleBadge userRole={role} />);
    const badge = screen.getByTitle(label);
    expect(badge).toHaveAttribute('data-role', role);
    expect(badge).toHaveTextContent(new RegExp(`^${label}$`));
    expect(badge.querySelector('svg')).not.toBeNull();
    expect(roleLabel(role)).toBe(label);
  });

  it('gives each role its own colour', () => {
    render(
      <div>
        {ROLES.map((role) => (
          <RoleBadge key={role} userRole={role} />
        ))}
      </div>,
    );
    const colours = ROLES.map((role) => screen.getByTitle(LABELS[role]).getAttribute('data-accent-color'));
    expect(new Set(colours).size).toBe(ROLES.length);
  });

  it('never shows the raw role value, only its name', () => {
    const { container } = render(<RoleBadge userRole="parent_dealership" />);
    expect(container.textContent).toBe('Parent Dealership');
    expect(screen.getByTitle('Parent Dealership')).toBeInTheDocument();
  });
});
