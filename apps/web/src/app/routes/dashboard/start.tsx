import { redirect } from 'react-router';
import { paths } from '@/config/paths';

/** The dashboard starts at Add a pet. */
const toAddPet = () => redirect(paths.dashboard.addPet.getHref());

export const loader = toAddPet;
export const clientLoader = toAddPet;

export default function DashboardStart() {
  return null;
}
