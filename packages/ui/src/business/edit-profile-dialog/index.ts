export type { EditProfileDialogProps, ProfileValues } from './edit-profile-dialog';
export { EditProfileDialog } from './edit-profile-dialog';
