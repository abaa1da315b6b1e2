/** What storage's documents read of the session: the company their printed sheets are headed with. */
export { useUserDetails } from '../../../api/user-details';
