export { AvatarList, type AvatarPerson } from './AvatarList';
