import { useAuth } from '../features/auth';
import { MemberHome } from '../features/home';
import { landingSections } from '../features/landing';

// The hero is the top of the landing page itself: the logo link already goes there.
const sections = landingSections.filter((section) => section.id !== 'home');

/** Route /home (protected): the signed-in home screen. */
export function HomeRoute() {
  const { user } = useAuth();
  // RequireAuth renders this route only once the user is known.
  if (!user) return null;
  return <MemberHome firstName={user.first_name} role={user.role} sections={sections} />;
}
