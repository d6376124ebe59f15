import { SearchOutlined } from '@ant-design/icons';
import { Button, Modal, Select } from 'antd';
import { memo, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRouteModel } from '../../router/useRouteModel';
import { layoutMessages as m } from '../messages';
import { filterMenuLeaves, menuLeaves, type MenuLeaf } from './menuLeaves';
import { useIsMobile } from './useIsMobile';

function optionLabel(leaf: MenuLeaf) {
  return (
    <span>
      {leaf.title}
      {leaf.trail.length > 0 && <span style={{ color: 'rgba(0,0,0,.45)', marginLeft: 8, fontSize: 12 }}>{leaf.trail.join(' / ')}</span>}
    </span>
  );
}

/** Menu search of seed 000 section 2.6: the user's menu pages by title; a modal on mobile widths. */
function MenuSearchView({ dark = false }: { dark?: boolean }) {
  const model = useRouteModel();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const [query, setQuery] = useState('');
  const [modalOpen, setModalOpen] = useState(false);
  const leaves = useMemo(() => menuLeaves(model?.menu ?? []), [model]);
  const options = useMemo(
    () => filterMenuLeaves(leaves, query).map((leaf) => ({ value: leaf.key, label: optionLabel(leaf) })),
    [leaves, query],
  );

  const open = (key: string) => {
    const leaf = leaves.find((l) => l.key === key);
    setQuery('');
    setModalOpen(false);
    if (leaf === undefined) return;
    if (leaf.externalUrl !== undefined) window.open(leaf.externalUrl, '_blank', 'noopener,noreferrer');
    else navigate(leaf.path);
  };

  const select = (
    <Select<string>
      showSearch
      value={null}
      searchValue={query}
      onSearch={setQuery}
      filterOption={false}
      options={options}
      onSelect={open}
      placeholder={m.menuSearch}
      aria-label={m.menuSearch}
      notFoundContent={m.menuSearchEmpty}
      suffixIcon={<SearchOutlined />}
      autoFocus={mobile}
      defaultOpen={mobile}
      popupMatchSelectWidth={mobile ? true : 260}
      style={{ width: mobile ? '100%' : 180 }}
    />
  );

  if (!mobile) return select;
  return (
    <>
      <Button
        type="text"
        icon={<SearchOutlined />}
        aria-label={m.menuSearch}
        style={{ color: dark ? 'rgba(255,255,255,.85)' : undefined }}
        onClick={() => setModalOpen(true)}
      />
      <Modal open={modalOpen} footer={null} closable={false} destroyOnHidden onCancel={() => setModalOpen(false)}>
        {select}
      </Modal>
    </>
  );
}

/** Memoised: the frame re-renders on every navigation, this only when its own props or state change. */
export const MenuSearch = memo(MenuSearchView);
