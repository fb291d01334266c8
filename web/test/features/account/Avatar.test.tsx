import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from '../../../src/features/account/Avatar.tsx';

describe('the header avatar', () => {
  it('shows the picture while it loads', () => {
    const { container } = render(<Avatar url="https://avatars.example/ana.png" name="Ana Lima" size={30} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://avatars.example/ana.png');
    expect(container.textContent).toBe('');
  });

  it('shows the initials instead of a broken image when the picture fails to load', () => {
    const { container } = render(<Avatar url="https://avatars.example/gone.png" name="Ana Lima" size={30} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('AL');
  });

  it('tries again when the customer gets another picture', () => {
    const { container, rerender } = render(
      <Avatar url="https://avatars.example/gone.png" name="demo" size={30} />,
    );
    fireEvent.error(container.querySelector('img')!);
    rerender(<Avatar url="https://avatars.example/new.png" name="demo" size={30} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://avatars.example/new.png');
  });

  it('shows the initials when there is no picture at all', () => {
    const { container } = render(<Avatar url={null} name="demo" size={30} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('D');
  });

  it('takes up to two initials from a name or username', () => {
    expect(initialsOf('Ana Lima')).toBe('AL');
    expect(initialsOf('jane_doe')).toBe('JD');
    expect(initialsOf('élodie.martin@example.com')).toBe('ÉM');
    expect(initialsOf('  ')).toBe('');
  });
});
