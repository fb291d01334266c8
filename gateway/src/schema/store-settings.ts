/** Behaviour §9 store settings, as the storefront reads them from `storeSettings`. */
export interface StoreSettings {
  autoOpenCart: boolean;
  showReviews: boolean;
  showFilters: boolean;
  showOrderByDropdown: boolean;
  showSku: boolean;
  showRelatedProducts: boolean;
  showProductCategories: boolean;
  showBreadcrumb: boolean;
  showMoveToWishlist: boolean;
  hideBillingAddressForVirtualProducts: boolean;
  initStoreOnUserActionToReduceServerLoad: boolean;
  saleBadgeType: 'percent';
  socialLoginsDisplay: 'buttons';
  productsPerPage: number;
  currency: string;
}

export function storeSettings(overrides: { autoOpenCart: boolean; productsPerPage: number }): StoreSettings {
  return {
    showReviews: true,
    showFilters: true,
    showOrderByDropdown: true,
    showSku: true,
    showRelatedProducts: true,
    showProductCategories: true,
    showBreadcrumb: true,
    showMoveToWishlist: true,
    hideBillingAddressForVirtualProducts: false,
    initStoreOnUserActionToReduceServerLoad: true,
    saleBadgeType: 'percent',
    socialLoginsDisplay: 'buttons',
    currency: 'EUR',
    ...overrides,
  };
}
