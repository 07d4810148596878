import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField';

const LIMITS = [
  { value: 'all', label: 'All' },
  { value: '1', label: '1' },
  { value: '5', label: '5' },
];

function MigrationConfig({ onSubmit }: { onSubmit: (values: { limit: string }) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { limit: '1' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <SelectField label="Brand limit" options={LIMITS} {...register('limit')} />
      <button type="submit">Run</button>
    </form>
  );
}

describe('SelectField', () => {
  it('is labelled and works with react-hook-form', async () => {
    const onSubmit = vi.fn();
    render(<MigrationConfig onSubmit={onSubmit} />);
    const select = screen.getByRole('combobox', { name: 'Brand limit' });
    expect(select).toHaveValue('1');
    await userEvent.selectOptions(select, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(onSubmit).toHaveBeenCalledWith({ limit: '5' }, expect.anything());
  });

  it('reads its error with the control', () => {
    render(<SelectField label="Sort by" options={LIMITS} error="Please choose one" />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please choose one');
  });
});
