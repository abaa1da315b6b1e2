// The tag and the state maps' shape are the kit's (shared/ui/state-tag); purchase's slices keep importing them here.
export { StateTag } from '@/shared/ui/state-tag';
