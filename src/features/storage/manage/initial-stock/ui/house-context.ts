import { createContext, useContext } from 'react';
import type { OpeningHouse } from '../model/opening-house';

/** The warehouse chosen beside the list, and how to read the warehouses again after 导入 or 上线. */
export interface ChosenHouse {
  house: OpeningHouse | undefined;
  refetchHouses: () => void;
}

export const HouseContext = createContext<ChosenHouse>({ house: undefined, refetchHouses: () => undefined });

export const useChosenHouse = () => useContext(HouseContext);
