import { StaffAuthProvider } from './auth/StaffAuthProvider';
import { RequireStaff } from './auth/RequireStaff';
import { DashboardShell } from './dashboard/DashboardShell';

/** /admin-dashboard (ADMIN-DASH): signed-out visitors go to /login. */
export default function AdminDashboardPage() {
  return (
    <StaffAuthProvider>
      <RequireStaff>
        <DashboardShell />
      </RequireStaff>
    </StaffAuthProvider>
  );
}
